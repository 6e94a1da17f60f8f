import {
  Anchor,
  Button,
  Card,
  NavLink,
  type AnchorProps,
  type ButtonProps,
  type CardProps,
  type NavLinkProps,
} from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

type AnchorElementProps<P> = P & Omit<ComponentPropsWithRef<'a'>, keyof P | 'color' | 'style'>;

function AnchorBase(props: AnchorElementProps<AnchorProps>) {
  return <Anchor {...props} />;
}

function ButtonBase(props: AnchorElementProps<ButtonProps>) {
  return <Button component="a" {...props} />;
}

function NavLinkBase(props: AnchorElementProps<NavLinkProps>) {
  return <NavLink component="a" {...props} />;
}

function CardBase(props: AnchorElementProps<CardProps>) {
  return <Card component="a" {...props} />;
}

/** Mantine components that navigate with the typed router (prefetching on intent). */
export const RouterAnchor = createLink(AnchorBase);
export const RouterButton = createLink(ButtonBase);
export const RouterNavLink = createLink(NavLinkBase);
export const RouterCard = createLink(CardBase);
