package app.xiangqi.desktop

import androidx.compose.ui.semantics.SemanticsActions
import androidx.compose.ui.semantics.SemanticsNode
import androidx.compose.ui.semantics.SemanticsProperties
import androidx.compose.ui.semantics.getOrNull
import androidx.compose.ui.text.TextLayoutResult
import app.xiangqi.ui.board.BOARD_TAG
import app.xiangqi.ui.components.BoardScreenTags
import app.xiangqi.ui.components.NavTags
import app.xiangqi.ui.components.SheetTags
import app.xiangqi.ui.components.Tags

/**
 * The layout rules of every board screen (design.md, "How we check it"; issue 38), on the
 * unmerged semantics tree of a screen laid out at a device's size:
 *  - no text clipped (by a parent, or the window) or overflowing its box (cut off, ellipsized);
 *  - nothing overlapping: no two texts or touch targets over each other (a sheet may lie over
 *    the screen; what lies inside one thing, such as a button's label, is part of it);
 *  - the board at least 96 % of the width in portrait, 90 % of the height in landscape;
 *  - every touch target labelled for the screen reader (its text or, an icon button, its
 *    content description) and at least 48 dp each way.
 * A screen without a [board] (the settings, the new-game sheet) instead leaves no more than
 * 20 % of a phone's height empty below its content.
 * [density]: pixels per dp. Returns the problems, each naming [screen].
 */
fun layoutProblems(screen: String, root: SemanticsNode, density: Float, landscape: Boolean, board: Boolean = true): List<String> {
    val problems = mutableListOf<String>()
    val window = root.boundsInRoot
    val items = mutableListOf<Item>()
    collect(root, emptyList(), inScroll = false, inSheet = false, items)

    for (item in items) {
        val n = item.node
        val b = n.boundsInRoot
        val text = n.config.getOrNull(SemanticsProperties.Text)?.joinToString { it.text }
        if (text != null && text.isNotBlank()) {
            val what = "\"${text.take(60)}\""
            val layout = textLayout(n)
            if (layout != null) {
                // (Not layout.hasVisualOverflow: the semantics' layout result reports a width
                // overflow for every text. Its lines and paragraphs say what was cut.)
                val lines = 0 until layout.lineCount
                val ellipsized = lines.any { layout.isLineEllipsized(it) }
                val wide = lines.any { layout.getLineRight(it) > layout.size.width + 0.5f || layout.getLineLeft(it) < -0.5f }
                val tall = layout.multiParagraph.didExceedMaxLines || layout.multiParagraph.height > layout.size.height + 0.5f
                if (ellipsized || wide || tall) {
                    val how = if (ellipsized) "ellipsized" else if (wide) "cut off at the side" else "cut off below"
                    problems += "$screen: $what does not fit its box ($how)"
                }
            }
            if (!item.inScroll) {
                val clipped = b.width < n.size.width - 1f || b.height < n.size.height - 1f
                if (clipped) problems += "$screen: $what is clipped (${n.size} shown as ${b.size})"
            }
            if (b.width > 0f && (b.left < window.left - 0.5f || b.right > window.right + 0.5f || b.bottom > window.bottom + 0.5f)) {
                problems += "$screen: $what runs off the screen ($b)"
            }
        }
        if (item.clickable) {
            if (!labelled(n)) problems += "$screen: a touch target at $b has no text and no screen-reader label"
            // (The touch bounds: a Material button's 40 dp are 48 dp to a finger.)
            val min = 48f * density - 0.5f
            val w = maxOf(n.size.width.toFloat(), n.touchBoundsInRoot.width)
            val h = maxOf(n.size.height.toFloat(), n.touchBoundsInRoot.height)
            // (One partly scrolled out of its list is measured when it is scrolled in.)
            val cut = item.inScroll && (n.boundsInRoot.width < n.size.width - 1f || n.boundsInRoot.height < n.size.height - 1f)
            if (!cut && (w < min || h < min)) {
                problems += "$screen: the touch target ${label(n)} is ${w / density} x ${h / density} dp (under 48 dp)"
            }
        }
    }

    // Overlaps: texts and touch targets, pairwise, unless one holds the other or one lies on a sheet.
    val boxes = items.filter { (it.clickable || it.node.config.getOrNull(SemanticsProperties.Text) != null) && !it.node.boundsInRoot.isEmpty }
    for (i in boxes.indices) for (j in i + 1 until boxes.size) {
        val a = boxes[i]
        val c = boxes[j]
        if (a.inSheet != c.inSheet) continue
        if (a.node.id in c.ancestors || c.node.id in a.ancestors) continue
        val overlap = a.node.boundsInRoot.intersect(c.node.boundsInRoot)
        if (overlap.width > 1f && overlap.height > 1f) {
            problems += "$screen: ${label(a.node)} at ${a.node.boundsInRoot} overlaps ${label(c.node)} at ${c.node.boundsInRoot}"
        }
    }

    if (!board) {
        // The lowest text or touch target on screen (what a scrolling column shows of itself)
        // above the bottom tabs, if there are any (they are not content).
        val tabs = items.firstOrNull { it.node.config.getOrNull(SemanticsProperties.TestTag) == NavTags.BOTTOM_BAR }?.node
        val floor = tabs?.boundsInRoot?.top ?: window.bottom
        val content = boxes.filter { it.node.boundsInRoot.top < floor - 0.5f }
        val bottom = content.maxOfOrNull { minOf(it.node.boundsInRoot.bottom, floor) } ?: window.top
        val empty = floor - bottom
        if (!landscape && empty > window.height * 0.20f) {
            problems += "$screen: ${pct(empty, window.height)} of the height empty below the content (over 20 %)"
        }
        return problems
    }
    val board = items.firstOrNull { it.node.config.getOrNull(SemanticsProperties.TestTag) == BOARD_TAG }?.node
    if (board == null) {
        problems += "$screen: no board"
    } else if (landscape) {
        if (board.size.height < window.height * 0.90f) problems += "$screen: the board is ${pct(board.size.height.toFloat(), window.height)} of the height (under 90 %)"
    } else {
        if (board.size.width < window.width * 0.96f) problems += "$screen: the board is ${pct(board.size.width.toFloat(), window.width)} of the width (under 96 %)"
    }
    return problems
}

private class Item(val node: SemanticsNode, val ancestors: Set<Int>, val inScroll: Boolean, val inSheet: Boolean) {
    val clickable = node.config.getOrNull(SemanticsActions.OnClick) != null
}

private val SHEETS = setOf(Tags.DIALOG, SheetTags.MENU, SheetTags.RESULT, SheetTags.LEGEND, SheetTags.SUCCESS, BoardScreenTags.SCRIM)

/** Every node but the board's own (its points are the screen reader's, the canvas is the touch target). */
private fun collect(node: SemanticsNode, ancestors: List<Int>, inScroll: Boolean, inSheet: Boolean, out: MutableList<Item>) {
    val tag = node.config.getOrNull(SemanticsProperties.TestTag)
    if (tag != null && tag.startsWith("point.")) return
    val sheet = inSheet || tag in SHEETS
    out += Item(node, ancestors.toSet(), inScroll, sheet)
    val scrolls = node.config.getOrNull(SemanticsProperties.VerticalScrollAxisRange) != null ||
        node.config.getOrNull(SemanticsProperties.HorizontalScrollAxisRange) != null
    for (child in node.children) collect(child, ancestors + node.id, inScroll || scrolls, sheet, out)
}

private fun textLayout(node: SemanticsNode): TextLayoutResult? {
    val results = mutableListOf<TextLayoutResult>()
    node.config.getOrNull(SemanticsActions.GetTextLayoutResult)?.action?.invoke(results)
    return results.firstOrNull()
}

/** The node or something inside it has a text or a content description. */
private fun labelled(node: SemanticsNode): Boolean =
    !node.config.getOrNull(SemanticsProperties.Text).isNullOrEmpty() ||
        !node.config.getOrNull(SemanticsProperties.ContentDescription).isNullOrEmpty() ||
        node.children.any(::labelled)

private fun label(node: SemanticsNode): String {
    val words = node.config.getOrNull(SemanticsProperties.Text)?.joinToString { it.text }
        ?: node.config.getOrNull(SemanticsProperties.ContentDescription)?.joinToString()
        ?: node.children.firstNotNullOfOrNull { c -> label(c).takeIf { it != "?" } }
    return words?.let { "\"${it.take(40)}\"" } ?: "?"
}

private fun pct(part: Float, whole: Float) = "%.1f %%".format(100f * part / whole)
