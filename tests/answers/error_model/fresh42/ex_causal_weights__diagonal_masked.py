# exercise: ex_causal_weights
# mistake: Builds the future mask with key_pos >= query_pos, which also masks the diagonal, so the first query has no key left (NaN row); the future is key_pos > query_pos.
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    weizhi = torch.arange(n, device=scores.device)
    weilai = weizhi[None, :] >= weizhi[:, None]   # 列 >= 行 就是未来
    return torch.softmax(scores.masked_fill(weilai, float("-inf")), dim=-1)
