# exercise: ex_causal_weights
# mistake: Built the future mask from the scores themselves (scores.triu(1) != 0), so a future score that is exactly 0 is not masked; the mask must depend only on positions (triu of ones). [cond: some score above the diagonal is exactly 0]
import torch


def ex_causal_weights(scores):
    future = scores.triu(diagonal=1) != 0        # (..., n, n), True above the diagonal
    return scores.masked_fill(future, float('-inf')).softmax(dim=-1)
