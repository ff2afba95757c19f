# exercise: ex_causal_weights
# mistake: The learner builds the mask with key_index >= query_index, which also masks the diagonal, so each token cannot attend to itself and the first row is all -inf (NaN); only strictly later keys (key > query) may be masked.
import torch

future = lambda n, dev: torch.arange(n, device=dev)[None, :] >= torch.arange(n, device=dev)[:, None]


def ex_causal_weights(scores):
    n = scores.size(-1)
    m = future(n, scores.device)
    return torch.softmax(scores.masked_fill(m, float("-inf")), dim=-1)
