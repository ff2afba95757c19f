"""The Training lab lesson's strings in English.

Every verdict is chosen by ``attnlab.lessons.training.verdict`` from the run's own numbers.
"""

STRINGS: dict[str, str] = {
    "widget.training_seed": "Seed (the training data and the initial weights)",
    "title.training": "Training lab",
    "training.intro": "A one-layer attention model (token and position embeddings, one attention layer, a "
        "linear read-out) trains live on random sequences of 8 tokens. The heatmaps show each "
        "head's attention, rows = queries and columns = keys: first the untrained model, then the "
        "model as it learns.\n\n"
        "- **Copy the previous / the first token**: the answer sits at a fixed place; the blur "
        "turns into the pattern.\n"
        "- **Next token** (the lecture's language model): the label at position i is the token at "
        "i + 1 of the same sequence. With the causal mask the loss stops at ln V; untick the mask "
        "and the model reads the answer.\n"
        "- **Classifier**: attention, the mean over positions, 4 classes, built like the lecture's "
        "text classifier. It trains on 64 fixed sequences and is measured on 256 it never saw, "
        "with labels from a rule or random labels. The lecture's own classifier trains on random "
        "labels with no mask and no position embeddings: choose random labels and untick both "
        "boxes to run it.\n"
        "- **Two heads**: two answers per position (the previous token and the first token), so "
        "the heads must split the work.",
    "training.limits": "Up to 2,000 steps, learning rate in [1e-5, 1], 1 to 4 heads, seed from 0 to "
        "2,147,483,647. Random sequences of 8 tokens from a vocabulary of 8 (V = 8); model width "
        "48; each step uses 64 fresh sequences (the classifiers: the same 64 training sequences "
        "every step); held-out figures come from 256 other sequences. Adam or SGD (the "
        "lecture's). Training runs on this server's CPU; Stop ends it at once.",
    "widget.task": "Task",
    "widget.task_previous": "Copy the previous token",
    "widget.task_first": "Copy the first token",
    "widget.task_next_token": "Next token (the lecture's language model)",
    "widget.task_classify_rule": "Classifier, labels from a rule (the first token's group)",
    "widget.task_classify_random": "Classifier, random labels (the lecture's, with the mask and positions unticked)",
    "widget.task_two_heads": "Two heads: previous and first token",
    "widget.steps": "Training steps",
    "widget.lr": "Learning rate",
    "widget.optimizer": "Optimizer",
    "widget.optimizer_adam": "Adam",
    "widget.optimizer_sgd": "SGD (the lecture's)",
    "widget.positions": "Position embeddings",
    "widget.train": "Train",
    "widget.stop": "Stop",
    "training.stopped": "Stopped after step {step} of {steps}. Pressing Train starts again from the "
        "untrained model.",
    "training.before_plot": "The untrained model's attention (rows: queries, columns: keys)",
    "training.loss_waiting": "Press Train: the training loss of every step is drawn here, against the dashed line of a uniform guess.",
    "training.maps_waiting": "Press Train: the attention of the model as it trains is drawn here. Before its first step it is the untrained model's, below.",
    "training.after_plot": "The attention now (rows: queries, columns: keys)",
    # --- progress ---
    "training.status": "**Step {step} / {steps}** · loss {loss} · held-out loss {held} · accuracy {accuracy} · "
        "attention on the right key, queries {q_from}–{q_to} ({n_top:pl:head:heads} {head}, the most focused): **{pattern}** (before "
        "training: {before})",
    "training.status_next": "**Step {step} / {steps}** · loss {loss} · held-out loss **{held}** (uniform guess "
        "{expr} = {chance}) · attention on the next token, queries {q_from}–{q_to} (head {head}): {pattern}",
    "training.status_classify": "**Step {step} / {steps}** · loss {loss} · accuracy on the 64 training sequences "
        "**{train}** · on 256 held-out sequences **{accuracy}** (chance {chance})",
    "training.status_two": "**Step {step} / {steps}** · loss {loss} · both answers right: {accuracy} · "
        "attention (queries {q_from}–{q_to}) on the previous token: head {head_previous}, {previous} · on the first token: "
        "head {head_first}, {first}",
    "training.untrained": "Step 0: the model is untrained (random weights). The heatmaps show where its "
        "attention goes before it has learnt anything.",
    "training.roll": "How the labels are made, on two sequences from this seed: {row1} and {row2}. Here "
        "the labels of the first are {ours} (token i + 1 of the same sequence; the last position "
        "has none). The lecture writes `torch.roll(input_ids, shifts=-1)` without `dim=`, which "
        "flattens the batch before rolling: the first row's labels become {rolled}, so its last "
        "label is {wrapped}, the second sequence's first token ({next_first}), a token from "
        "another sequence. With `dims=1` it would wrap to the row's own first token ({own}); "
        "either way the last position has no real next token.",
    "training.chance_line": "uniform guess {expr} = {value}",
    # --- verdicts, chosen from the run's numbers ---
    "training.learned": "Learned: on average more than 90 % of the queries' attention is on the right key.",
    "training.not_yet": "Not learned yet: try more steps or another learning rate.",
    "training.not_yet_stalled": "Not learned, and the training loss has stalled for now "
        "({recent} on average over the last quarter of the steps, against {earlier} over the "
        "quarter before, not even 1 % lower). A stall measured here is no forecast: a plateau can "
        "end, so more steps may still teach it; another learning rate or seed often helps sooner.",
    "training.not_yet_max": "Not learned in {steps} steps, the most this lab runs, though the training loss is "
        "still falling ({recent} on average over the last quarter of the steps, {earlier} over "
        "the quarter before): try another learning rate.",
    "training.not_yet_rising": "Not learned, and "
        "the training loss is rising, not on a plateau: it averages {recent} over the last quarter of the "
        "steps, against {earlier} over the quarter before (it started from {first_loss}; the last "
        "loss is {last_loss}). A rising loss means the updates overshoot: lower the learning rate.",
    "training.not_yet_diverged": "Not learned, and "
        "the run has diverged, not stalled: the training loss averages {recent} over the last quarter of "
        "the steps ({earlier} over the quarter before), above the {first_loss} it started from "
        "(the last loss is {last_loss}). It ends worse than untrained: the learning rate is too high; "
        "lower it.",
    "training.not_yet_classify_rising": "Accuracy on the training sequences is only {train} (held-out {accuracy}, chance "
        "{chance_pct}), and "
        "the training loss is rising, not on a plateau: it averages {recent} over the last quarter of the "
        "steps, against {earlier} over the quarter before (it started from {first_loss}; the last "
        "loss is {last_loss}). A rising loss means the updates overshoot: lower the learning rate.",
    "training.not_yet_classify_diverged": "Accuracy on the training sequences is only {train} (held-out {accuracy}, chance "
        "{chance_pct}), and "
        "the run has diverged, not stalled: the training loss averages {recent} over the last quarter of "
        "the steps ({earlier} over the quarter before), above the {first_loss} it started from "
        "(the last loss is {last_loss}). It ends worse than untrained: the learning rate is too high; "
        "lower it.",
    "training.plateau_above_rising": "Held-out loss {held} is still {gap} above the uniform guess {expr} = {lnv}, and "
        "the training loss is rising, not on a plateau: it averages {recent} over the last quarter of the "
        "steps, against {earlier} over the quarter before (it started from {first_loss}; the last "
        "loss is {last_loss}). A rising loss means the updates overshoot: lower the learning rate.",
    "training.plateau_above_diverged": "Held-out loss {held} is still {gap} above the uniform guess {expr} = {lnv}, and "
        "the run has diverged, not stalled: the training loss averages {recent} over the last quarter of "
        "the steps ({earlier} over the quarter before), above the {first_loss} it started from "
        "(the last loss is {last_loss}). It ends worse than untrained: the learning rate is too high; "
        "lower it.",
    "training.diverged": "The loss became NaN or infinite: the learning rate is too high.",
    "training.plateau": "**The loss ends near ln V, as it must.** Held-out loss {held}; uniform guess {expr} = "
        "{lnv}: {gap} apart, within the {tol} this lab counts as reaching ln V. The tokens are drawn independently and uniformly, so the earlier tokens say "
        "nothing about the next one: the best any model can do is give each of the V tokens "
        "probability 1/V (the unigram distribution), and that loss is exactly ln V. Under the "
        "causal mask position i sees tokens 1…i, never i + 1. The lecture's curve sits near "
        "ln 26 ≈ 3.258 for the same reason (it creeps slightly below because it trains on one "
        "fixed batch, which can be memorised). Untick the causal mask to see what the mask "
        "prevents.",
    "training.plateau_above": "Held-out loss {held} is still {gap} above the uniform guess {expr} = {lnv}. The "
        "tokens are independent and uniform, so the earlier tokens say nothing about the next "
        "one: ln V is the lowest loss possible here, and a model that has learnt all there is to "
        "learn (the unigram) reaches it. This one has not yet: try more steps or another "
        "learning rate.",
    "training.plateau_above_stalled": "Held-out loss {held} is still {gap} above the uniform guess {expr} = {lnv}. The "
        "tokens are independent and uniform, so the earlier tokens say nothing about the next "
        "one: ln V is the lowest loss possible here, and a model that has learnt all there is to "
        "learn (the unigram) reaches it. This one has not, and the training loss has stalled for "
        "now ({recent} on average over the last quarter of the "
        "steps, against {earlier} over the quarter before, not even 1 % lower). A stall measured "
        "here is no forecast: a plateau can end, so more steps may still teach it; another learning "
        "rate or seed often helps sooner.",
    "training.plateau_above_max": "Held-out loss {held} is still {gap} above the uniform guess {expr} = {lnv} after "
        "{steps} steps, the most this lab runs. The tokens are independent and uniform, so the "
        "earlier tokens say nothing about the next one: ln V is the lowest loss possible here, "
        "and a model that has learnt all there is to learn (the unigram) reaches it. The training "
        "loss is still falling ({recent} on average over the last quarter of the steps, {earlier} "
        "over the quarter before): try another learning rate.",
    "training.plateau_below": "Held-out loss {held} is {gap} below the uniform guess {expr} = {lnv}. On independent "
        "uniform tokens no model beats ln V on average, so this gap is luck on a finite sample of "
        "256 held-out sequences.",
    "training.leak": "**Without the mask the model reads the answer.** Held-out loss {held}, far below the "
        "uniform guess {expr} = {lnv}: on average a position puts {pattern} of its attention on "
        "the next token and copies it. When the model generates text that token does not exist "
        "yet, so what it learnt is useless there. The causal mask exists so that training sees "
        "only what generation will see.",
    "training.leak_partial": "Held-out loss {held} is below the uniform guess {expr} = {lnv}: without the mask the "
        "next token is among the tokens every position sees, so the model beats guessing even "
        "though only {pattern} of the attention lands on the next token.",
    "training.generalised": "**Learned the rule.** Accuracy {train} on the training sequences and {accuracy} on "
        "sequences it never saw (chance {chance_pct}): what it learnt carries over.",
    "training.memorised_random": "**Memorised, not learned.** Accuracy {train} on the 64 training sequences but "
        "{accuracy} on new ones (chance {chance_pct}). The labels are random, so there is no rule "
        "to find: the model stored each training sequence's label, which says nothing about any "
        "other sequence. A low training loss alone does not show that a model learnt something.",
    "training.memorised_rule": "Accuracy {train} on the training sequences but {accuracy} on new ones (chance "
        "{chance_pct}): the model fitted its 64 training sequences without finding the rule "
        "that would carry over.",
    "training.partly": "Accuracy {train} on the training sequences and {accuracy} on new ones (chance "
        "{chance_pct}): part of what it learnt carries over, the rest fits only the training "
        "sequences.",
    "training.not_yet_classify": "Accuracy on the training sequences is only {train} (held-out {accuracy}, chance "
        "{chance_pct}): not fitted yet; try more steps or another learning rate.",
    "training.not_yet_classify_stalled": "Accuracy on the training sequences is only {train} (held-out {accuracy}, chance "
        "{chance_pct}), and the training loss has stalled for now "
        "({recent} on average over the last quarter of the steps, against {earlier} over the "
        "quarter before, not even 1 % lower). A stall measured here is no forecast: a plateau can "
        "end, so more steps may still teach it; another learning rate or seed often helps sooner.",
    "training.not_yet_classify_max": "Accuracy on the training sequences is only {train} (held-out {accuracy}, chance "
        "{chance_pct}) after {steps} steps, the most this lab runs, though the training loss is "
        "still falling ({recent} on average over the last quarter of the steps, {earlier} over "
        "the quarter before): try another learning rate.",
    "training.specialised": "**The heads split the work.** On average over queries {q_from} to {q_to}, head "
        "{head_previous} puts {previous} of its attention on the previous token and head {head_first} "
        "puts {first} on the first token (queries 1 and 2 are left out: there the previous token is the "
        "first token); both answers right: {accuracy}.",
    "training.one_head": "One head is not enough here: on average over queries {q_from} to {q_to} (at queries 1 "
        "and 2 the previous token is the first token) it puts {previous} of its attention on the "
        "previous token and {first} on the first, and both answers are right only {accuracy} of the time. "
        "A head returns one weighted average of value vectors: attending to both tokens adds them "
        "into one vector, which no longer says which token was where. Try 2 heads.",
    "training.no_positions": "**Without position embeddings** a query and a key are made from a token alone, not from "
        "where it sits, so two equal tokens get equal scores wherever they are: the scores cannot "
        "prefer a position. The run: accuracy {accuracy} (chance {chance_pct}); by query position "
        "(from 1): {by_position}.",
    "training.no_positions_classify": "**Without position embeddings and without the mask** the model sees each sequence "
        "as an unordered bag of tokens: attention cannot tell which token came first, and the "
        "rule depends on the first token only, so no number of steps finds it (fitting the 64 "
        "training sequences can still raise the training accuracy). The run: training accuracy "
        "{train}, held-out {accuracy} (chance {chance_pct}); anything above chance on held-out "
        "sequences comes from the bag itself, which holds the first token among the others.",
    "training.no_positions_classify_causal": "**Without position embeddings** attention cannot find the first token by its place, "
        "but the causal mask gives it away: query 1 sees only the first token, and the mean over "
        "positions includes query 1's output, so what the rule needs reaches the read-out. This "
        "run found the rule: training accuracy {train}, held-out {accuracy} (chance "
        "{chance_pct}).",
    "training.no_positions_classify_causal_not": "**Without position embeddings** attention cannot find the first token by its place, "
        "but the causal mask gives it away: query 1 sees only the first token, and the mean over "
        "positions includes query 1's output, so what the rule needs reaches the read-out. This "
        "run has not found the rule, though: training accuracy {train}, held-out {accuracy} "
        "(chance {chance_pct}), below the 90 % that counts as learned on sequences it never saw.",
    "training.no_positions_causal": "The causal mask still gives some position away: query i sees only tokens 1…i, so "
        "early queries have few tokens to choose from. Here query {q} is right {acc_q} of the "
        "time and query {last} {acc_last}.",
    "training.no_positions_causal_q1": "Query 2 sees only token 1 and itself, and the residual carries its own token, so it "
        "can single out token 1 without knowing where anything is.",
    "training.no_positions_causal_wider": "The more tokens a query sees, the less it can tell which one it needs: accuracy "
        "falls from {acc_q} at query {q} to {acc_last} at query {last}, and rises at no query on the way.",
    "training.no_positions_causal_wider_overall": "Overall, the more tokens a query sees, the less it can tell which one "
        "it needs: accuracy falls from {acc_q} at query {q} to {acc_last} at query {last}, though not at "
        "every query: it rises at {ups} of the {gaps} steps from one query to the next.",
    "panel.loss": "Training loss",
    "panel.head_before": "Head {i}, before",
    "panel.head_after": "Head {i}, step {step}",
}
