# exercise: ex_causal_weights
# mistake: Uses the old HF additive mask, adding -10000 to future scores instead of filling them with -inf; when scores are of the order of 1e4 the future keys still get weight. Future scores must be set to -inf (or masked exactly). [cond: scores with magnitude around 1e4 or larger]
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    attention_mask = torch.tril(torch.ones(n, n, device=scores.device, dtype=scores.dtype))
    extended = (1.0 - attention_mask) * -10000.0
    return torch.softmax(scores + extended, dim=-1)
