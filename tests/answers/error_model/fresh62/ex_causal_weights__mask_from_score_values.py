# exercise: ex_causal_weights
# mistake: The future is found as the non-zero entries of torch.triu(scores, 1), so a future score that is exactly 0 is not masked; the mask must come from positions (triu of ones), not from the values. [cond: some score above the diagonal is exactly 0]
import torch


def ex_causal_weights(scores):
    # triu(scores, 1) keeps only the entries above the diagonal, everything else becomes 0
    upper = torch.triu(scores, diagonal=1)
    future = upper != 0
    print("future mask:\n", future)
    s = scores.masked_fill(future, float("-inf"))
    return torch.softmax(s, dim=-1)
