import { useEffect, useRef, useState } from "react";
import { UserIcon } from "~/components/icons";

/** The Google photo, or an icon when there is none or it fails to load. */
export function Avatar({ src, className = "h-8 w-8" }: { src: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // An image that failed before hydration never fires onError for React.
    const el = img.current;
    if (el && el.complete && el.naturalWidth === 0) setFailed(true);
  }, []);
  if (!src || failed) {
    return (
      <span className={`${className} inline-flex items-center justify-center rounded-full bg-brand-100 text-brand-700`}>
        <UserIcon className="h-4 w-4" />
      </span>
    );
  }
  return (
    <img
      ref={img}
      src={src}
      alt=""
      width={32}
      height={32}
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className={`${className} rounded-full object-cover`}
    />
  );
}
