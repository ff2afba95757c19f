"""The Dropout lesson's strings in English."""

STRINGS: dict[str, str] = {
    "title.dropout": "Dropout",
    "dropout.limits": "p in [0, 0.99]; K up to 1000 draws. Exact dropout masks depend on the platform and "
        "the torch version, so the book's printed pattern of 0s and 2s need not match yours; the "
        "values (0 or 1/(1−p)) and their average do.",
    "widget.p": "Dropout probability p",
    "widget.draws": "Number of draws K (expectation step)",
    "widget.dropout_seed": "Seed for the dropout masks",
    "widget.dropout_row": "Query row to follow (dropout on attention weights)",
    "dropout.step.ones": "Dropout on ones",
    "dropout.step.weights": "On attention weights",
    "dropout.step.train_eval": "Train vs eval",
    "dropout.step.expectation": "The expectation is kept",
    "dropout.step.row_sums": "Rows no longer sum to 1",
    "dropout.text.ones": "**Dropout on a matrix of ones.** Each entry is kept with probability 1 − p and dropped "
        "(set to 0) otherwise. The survivors are scaled by 1/(1 − p) = {survivor} so that the "
        "average stays the same. This draw kept {kept} of {total} entries (on average "
        "{expected}).",
    "dropout.text.weights": "**Dropout on attention weights.** Applied after the softmax, dropout randomly hides some "
        "of the tokens a query attends to, so the model cannot rely on any single connection. With "
        "p = {p}, row {r} (“{query}”) goes from {before} to {row}: of its "
        "{live:plural:nonzero weight:nonzero weights}, {kept} {kept:pl:survived and was:survived "
        "and were} multiplied by {survivor}; {dropped:pl:the other is:the {dropped} others are} 0.",
    "dropout.text.weights_all": "**Dropout on attention weights.** Applied after the softmax, dropout randomly hides some "
        "of the tokens a query attends to, so the model cannot rely on any single connection. With "
        "p = {p}, row {r} (“{query}”) goes from {before} to {row}: this time "
        "{live:pl:its only nonzero weight survived and was:all {live} of its nonzero weights "
        "survived and were} multiplied by {survivor}.",
    "dropout.text.weights_try_another": "Pick another row or seed to see weights dropped.",
    "dropout.text.weights_raise_p": "At p = 0 dropout never drops a weight, whatever the row or seed: raise p to see "
        "weights dropped.",
    "dropout.text.weights_lost": "**Dropout on attention weights.** Applied after the softmax, dropout randomly hides some "
        "of the tokens a query attends to, so the model cannot rely on any single connection. With "
        "p = {p}, row {r} (“{query}”) goes from {before} to {row}: "
        "{live:pl:its only nonzero weight was:every one of its {live} nonzero weights was} dropped. A query can lose all its weights in a draw; its context vector is "
        "then zero for this training step (survivors would have been multiplied by {survivor}).",
    "dropout.text.not_nn_dropout": "The app draws its own Bernoulli mask from a seeded torch.Generator, so every learner "
        "with this seed sees the same draw. `nn.Dropout` draws with its own kernel from the global "
        "generator: for the same seed its pattern need not match this one, while its values (0 or {survivor}) and "
        "their expectation are the same.",
    "dropout.text.train_eval": "**Train vs eval.** Dropout only acts while training. In evaluation mode "
        "(model.eval()) it is the identity: the weights pass unchanged (largest difference {same}). "
        "Because the survivors were already scaled by 1/(1 − p) during training, nothing needs "
        "rescaling at inference.",
    "dropout.text.fresh_train": "A module starts in training mode: `nn.Dropout({p})` just built has `.training` = "
        "{fresh}, and so does a fresh `MultiHeadAttention` with its dropout ({block}). Call it "
        "without `.eval()` and dropout is on: survivors are multiplied by 1/(1 − p) = {survivor}. "
        "That is why notebook 002, which built its module with p = 0.1 and printed its weights "
        "straight away, shows values of 1.1111. After `.eval()` the flag is {after_eval} and the "
        "dropout returns the weights unchanged (largest difference {eval_diff}).",
    "dropout.text.expectation": "**The expectation is kept.** Average K independent dropout draws of the same weights: "
        "the mean converges to the undropped weights. After {k:plural:draw:draws} the largest difference is "
        "{err}, down from {first} after one draw (left chart). On average over many runs it "
        "shrinks roughly like 1/√K; one run's curve wanders around that. That is why scaling by "
        "1/(1 − p) is the right correction.",
    "dropout.text.expectation_one": "**The expectation is kept.** Average K independent dropout draws of the same weights: "
        "the mean converges to the undropped weights. With K = 1 there is nothing to average yet: "
        "the one draw differs from the weights by up to {err}. On average over many runs the "
        "difference shrinks roughly like 1/√K; raise K to follow it on the left chart. That is why "
        "scaling by 1/(1 − p) is the right correction.",
    "dropout.text.expectation_noisy": "**The expectation is kept.** Average K independent dropout draws of the same weights: "
        "the mean converges to the undropped weights. After {k:plural:draw:draws} the largest "
        "difference is {err}, not below the {first} of a single draw (left chart): with p = {p} a "
        "few random draws can average out badly. Shrinking roughly like 1/√K is what happens on "
        "average over many runs, not a promise for one run; try more draws or another seed. The "
        "expectation itself is still exactly the weights, which is why scaling by 1/(1 − p) is the "
        "right correction.",
    "dropout.text.expectation_noisy_max": "**The expectation is kept.** Average K independent dropout draws of the same weights: "
        "the mean converges to the undropped weights. After {k:plural:draw:draws} the largest "
        "difference is {err}, not below the {first} of a single draw (left chart): with p = {p} a "
        "few random draws can average out badly. Shrinking roughly like 1/√K is what happens on "
        "average over many runs, not a promise for one run; {max_draws} draws are the most this "
        "lesson takes, so try another seed. The expectation itself is still exactly the weights, "
        "which is why scaling by 1/(1 − p) is the right correction.",
    "dropout.text.expectation_p0": "**The expectation is kept.** Average K independent dropout draws of the same weights: "
        "the mean converges to the undropped weights. With p = {p} nothing is ever dropped, so "
        "after {k:plural:draw:draws} the difference is {err} from the first draw on. Raise p to "
        "see the average converge.",
    "dropout.text.row_sums_kept": "**Rows no longer sum to 1, in general.** After dropout a row of weights sums to 1 only "
        "on average. In this draw the rows sum to {sums}: with p = {p} nothing was dropped, and the "
        "survivors' factor 1/(1 − p) is exactly {survivor} in float32, so every row keeps the sum it "
        "had. Raise p to see the sums move away from 1.",
    "dropout.text.row_sums_scaled": "**Rows no longer sum to 1.** After dropout a row of weights sums to 1 only on "
        "average. In this draw nothing was dropped (p = {p}), yet every weight was multiplied by "
        "1/(1 − p), which is {survivor} in float32, not 1: the rows sum to {sums}. Only on average "
        "is the sum still 1.",
    "dropout.text.row_sums_softmax": "(Before dropout the rows summed to {before} in float32: the "
        "softmax's own rounding already leaves some of them off 1.)",
    "dropout.text.row_sums": "**Rows no longer sum to 1.** After dropout, a row of weights sums to {sums} in this "
        "draw, not to 1. Only on average is the sum still 1. This is expected and harmless: dropout "
        "is noise for training, not a new distribution.",
    "panel.dropout_ones": "dropout(ones), p = {p}",
    "panel.after_dropout": "After dropout, p = {p}",
    "panel.train_mode": "model.train()",
    "panel.eval_mode": "model.eval()",
    "panel.error_vs_k": "Largest |mean − w| after K draws",
    "panel.mean_of_draws": "Mean of the draws",
    "panel.row_sums": "Row sums after dropout",
    # --- predictions (questions.py) ---
    "predict.dropout.value": "With p = {p}, what value does a surviving weight of 1 take after dropout?",
    "predict.dropout.value_why": "{value} = 1 / (1 − p): survivors are scaled up so that the average stays the same.",
    "predict.dropout.value_why_p0": "{value} = 1 / (1 − p) with p = 0: nothing is dropped, and every weight is "
        "multiplied by 1, so it stays as it is.",
    "predict.dropout.eval": "In evaluation mode (model.eval()), will dropout with p = {p} leave the weights exactly "
        "unchanged?",
    "predict.dropout.eval_why": "In eval mode dropout is the identity; the 1/(1 − p) scaling during training already "
        "kept the expectation.",
    "predict.dropout.sums": "After this dropout draw (p = {p}), will row {r} (“{query}”) still sum to 1?",
    "predict.dropout.sums_why_one": "Yes: it sums to exactly {sum} in float32. Dropout keeps the sum only on average, "
        "not in one draw; this draw happened to keep it.",
    "predict.dropout.sums_why_not": "No: it sums to {sum}, not 1. Dropout keeps the sum only on average, not in one draw.",
    "predict.dropout.sums_why_unchanged": "Dropout left this row as it was: in this draw nothing in it was dropped and "
        "1/(1 − p) is exactly 1 in float32, so it sums to {sum}, what the softmax gave it before dropout.",
    "predict.dropout.sums_before": "(Before dropout this row summed to {before} in float32: the softmax's own rounding.)",
}
