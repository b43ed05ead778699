import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useApi } from "../../../api/ApiProvider";
import { errorMessage } from "../../../api/errors";
import type { BannerPlace, StaffBanner } from "../../../api/types";
import { Badge } from "../../../components/Badge";
import { Button } from "../../../components/Button";
import { PageChoices } from "../../../components/Link";
import { pageTitle } from "../../../design/typography.css";
import { BANNER_PLACE_NAMES } from "../../../lib/bannerSlides";
import { staffListState } from "../StaffListState";
import * as base from "../HeadlinesScreen.css";
import { movedIds, useFocusAfterMove } from "../listMoves";
import { SCHEDULE_STATE_LOOK, scheduleInWords } from "../scheduleWords";
import { apiRefusalPanel, StaffGate } from "../StaffAccess";
import { BannerFormDialog } from "./BannerFormDialog";
import { bannerName } from "./bannerName";
import { bannerPlaceHref, parseBannerPlace } from "./bannerPlaceParam";
import { StaffRemoveDialog } from "../StaffRemoveDialog";
import * as styles from "./BannersScreen.css";
import { PAGE_NAMES, PLACE_NAMES, bannerWords as words } from "./bannerWords";
import { staffBannersOptions, useBannerChanges } from "./bannersQuery";

const STAFF_SCREEN = { screen: "banners", permission: "catalogue" } as const;

interface RowProps {
  banner: StaffBanner;
  index: number;
  count: number;
  isMoving: boolean;
  onMove: (step: -1 | 1) => void;
  onEdit: () => void;
  onRemove: () => void;
}

function BannerRow({ banner, index, count, isMoving, onMove, onEdit, onRemove }: RowProps) {
  const look = SCHEDULE_STATE_LOOK[banner.state];
  const name = bannerName(banner);
  return (
    <li className={base.row} data-item={banner._id}>
      <div className={`${base.rowMain} ${styles.slide}`}>
        <div className={styles.pictures}>
          <figure className={styles.picture}>
            <img src={banner.imagePath} alt="" className={styles.desktopImage} loading="lazy" />
            <figcaption>{words.desktop}</figcaption>
          </figure>
          <figure className={styles.picture}>
            <img src={banner.mobileImagePath} alt="" className={styles.mobileImage} loading="lazy" />
            <figcaption>{words.mobile}</figcaption>
          </figure>
        </div>
        <div className={styles.words}>
          <p className={base.rowText}>{banner.title ?? words.untitled}</p>
          {banner.subtitle ? <p className={styles.detail}>{banner.subtitle}</p> : null}
          <p className={styles.detail}>{banner.alt}</p>
          <p className={styles.detail}>{words.leadsTo(PAGE_NAMES[banner.page])}</p>
          <p className={base.rowSchedule}>{scheduleInWords(banner)}</p>
        </div>
      </div>
      <Badge tone={look.tone} className={base.rowState}>
        {look.label}
      </Badge>
      <div className={base.rowActions}>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`${words.moveUp}: ${name}`}
          data-move="up"
          isDisabled={index === 0 || isMoving}
          onPress={() => onMove(-1)}
        >
          {words.moveUp}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`${words.moveDown}: ${name}`}
          data-move="down"
          isDisabled={index === count - 1 || isMoving}
          onPress={() => onMove(1)}
        >
          {words.moveDown}
        </Button>
        <Button variant="secondary" size="sm" aria-label={`${words.edit}: ${name}`} onPress={onEdit}>
          {words.edit}
        </Button>
        <Button variant="ghost" size="sm" aria-label={`${words.remove}: ${name}`} onPress={onRemove}>
          {words.remove}
        </Button>
      </div>
    </li>
  );
}

/** The place's slides with their actions, once the account may use them. */
function BannerBoard({ place }: { place: BannerPlace }) {
  const { hooks } = useApi();
  const list = useQuery(staffBannersOptions(hooks, place));
  const changes = useBannerChanges(place);
  const [editing, setEditing] = useState<StaffBanner | "new" | null>(null);
  const [removing, setRemoving] = useState<StaffBanner | null>(null);
  const [done, setDone] = useState("");
  const [moveFailure, setMoveFailure] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const movePending = changes.reorder.isPending;
  const focusMoved = useFocusAfterMove(listRef, movePending);

  const refusal = apiRefusalPanel(list.error, STAFF_SCREEN);
  if (refusal) return refusal;

  const slides = list.data?.data ?? [];

  const move = async (index: number, step: -1 | 1) => {
    const banner = slides[index];
    setMoveFailure(null);
    setDone(words.moving);
    try {
      await changes.reorder.mutateAsync({ body: { place, ids: movedIds(slides, index, step) } });
      setDone(words.moved(bannerName(banner), index + step + 1, slides.length));
      focusMoved(banner._id, step);
    } catch (error) {
      setDone("");
      setMoveFailure(errorMessage(error, words.moveFailed));
    }
  };

  let body: ReactNode = staffListState(list, slides.length === 0, words);
  if (body === null) {
    body = (
      <ol ref={listRef} className={base.rows} aria-label={words.listLabel(PLACE_NAMES[place])}>
        {slides.map((banner, index) => (
          <BannerRow
            key={banner._id}
            banner={banner}
            index={index}
            count={slides.length}
            isMoving={movePending}
            onMove={(step) => move(index, step)}
            onEdit={() => setEditing(banner)}
            onRemove={() => setRemoving(banner)}
          />
        ))}
      </ol>
    );
  }

  return (
    <>
      <div className={base.toolbar}>
        <p className={base.intro}>{words.intro}</p>
        <Button onPress={() => setEditing("new")} isDisabled={list.isPending || list.isError}>
          {words.add}
        </Button>
      </div>
      <p role="status" className={base.status}>
        {done}
      </p>
      {moveFailure ? (
        <p role="alert" className={base.failure}>
          {moveFailure}
        </p>
      ) : null}
      {body}
      <BannerFormDialog
        place={place}
        editing={editing}
        changes={changes}
        onSaved={setDone}
        onClose={() => setEditing(null)}
      />
      <StaffRemoveDialog
        text={removing ? words.removeText(bannerName(removing)) : null}
        words={words}
        remove={() =>
          removing
            ? changes.remove.mutateAsync({ params: { path: { id: removing._id } } })
            : Promise.resolve()
        }
        isPending={changes.remove.isPending}
        onRemoved={setDone}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}

/** The places as tabs: links, so a reload or a shared address opens the same place. */
function PlaceTabs({ current }: { current: BannerPlace }) {
  return (
    <PageChoices
      label={words.placesLabel}
      choices={BANNER_PLACE_NAMES.map((place) => ({
        id: place,
        label: PLACE_NAMES[place],
        href: bannerPlaceHref(place),
        isCurrent: place === current,
      }))}
    />
  );
}

/**
 * /admin/banners: one place's slides (the home carousel, trending, design your own, the home hero) in their
 * order, each with its desktop and mobile picture, words, where Shop Now leads, schedule and state; Add and
 * Edit (pictures uploaded in the dialog), Move up / Move down (keyboard or pointer; focus follows the
 * slide) and Remove (after a confirmation). A guest is asked to log in; a shopper, or staff without the
 * catalogue permission, is told why they cannot use it.
 */
export function BannersScreen() {
  const [search] = useSearchParams();
  const place = parseBannerPlace(search);
  return (
    <div className={base.page}>
      <h1 className={pageTitle}>{words.title}</h1>
      <StaffGate {...STAFF_SCREEN} loadingLabel={words.loading} stateClassName={base.state}>
        <PlaceTabs current={place} />
        <BannerBoard key={place} place={place} />
      </StaffGate>
    </div>
  );
}
