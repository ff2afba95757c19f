# exercise: ex_causal_weights
# mistake: The learner builds the mask with keys as rows and queries as columns (triu(...).T), so every query attends only to itself and later keys; the future mask is triu(ones, diagonal=1) with queries as rows.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    # mask[k, q]: key k is after query q
    mask_kq = torch.triu(torch.ones(n, n, device=scores.device), diagonal=1).bool()
    mask_qk = torch.einsum("kq->kq", mask_kq.float()).bool().T
    return torch.softmax(scores.masked_fill(mask_qk, float("-inf")), dim=-1)
