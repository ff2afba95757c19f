# exercise: ex_causal_weights
# mistake: The learner built the DAG's adjacency matrix (True where query i may look at key j <= i) and passed it to masked_fill, which fills where the mask is True; masked_fill needs the forbidden positions (j > i), so here the past is hidden and the first row is NaN.
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    idx = torch.arange(n, device=scores.device)
    adj = idx[:, None] >= idx[None, :]   # edge i -> j exists if j <= i
    return torch.softmax(scores.masked_fill(adj, float("-inf")), dim=-1)
