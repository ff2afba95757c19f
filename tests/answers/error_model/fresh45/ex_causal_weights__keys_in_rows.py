# exercise: ex_causal_weights
# mistake: Transposes the scores first, as if rows were keys and columns queries, so query i is weighted with the scores of column i; scores[..., i, j] already is query i against key j and must be masked and softmaxed without transposing.
import torch


def ex_causal_weights(scores):
    n = scores.size(-1)
    future = torch.triu(torch.ones(n, n, dtype=torch.bool, device=scores.device), diagonal=1)
    # put keys on the rows so that the mask reads "key j after query i"
    s = scores.transpose(-2, -1)
    s = s.masked_fill(future, float("-inf"))
    return torch.softmax(s, dim=-1)
