# exercise: ex_causal_weights
# mistake: Builds the mask with >= so each query's own key (the diagonal) is masked as well; the first row becomes all -inf (turned into zeros) and no row attends to itself. The mask must be strictly above the diagonal (>).
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    idx = torch.arange(n, device=scores.device)
    future = idx[None, :] >= idx[:, None]
    w = torch.softmax(scores.masked_fill(future, float('-inf')), dim=-1)
    return torch.nan_to_num_(w, nan=0.0)
