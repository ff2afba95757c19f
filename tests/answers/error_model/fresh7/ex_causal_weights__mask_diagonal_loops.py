# exercise: ex_causal_weights
# mistake: Built the mask with `j >= i`, which also masks the diagonal: a query may attend to itself. The first row is then entirely -inf and becomes NaN, and other rows lose their own token. Mask only j > i (triu with diagonal=1).
# mistake_zh: 用 `j >= i` 构造掩码，把对角线也遮住了：查询本应可以关注自己。第一行因此全是 -inf，变成 NaN，其它行也丢掉了自身 token。只应遮住 j > i（triu 且 diagonal=1）。
# keywords: diagonal, off-by-one, NaN, first row, triu
import torch


def ex_causal_weights(scores):
    n = scores.shape[-1]
    mask = [[j >= i for j in range(n)] for i in range(n)]
    mask = torch.tensor(mask)
    scores = scores.masked_fill(mask, float("-inf"))
    return torch.softmax(scores, dim=-1)
