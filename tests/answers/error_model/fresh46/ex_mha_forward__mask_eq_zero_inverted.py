# exercise: ex_mha_forward
# mistake: The learner builds the mask as mha.mask[:n, :n] == 0, which is True on and below the diagonal, so the past and present are masked and the future kept (last row NaN); the future is mha.mask.bool()[:n, :n].
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, hd = mha.num_heads, mha.head_dim
    Q = mha.W_query(x).view(b, n, H, hd).transpose(1, 2)
    K = mha.W_key(x).view(b, n, H, hd).transpose(1, 2)
    V = mha.W_value(x).view(b, n, H, hd).transpose(1, 2)
    causal = mha.mask[:n, :n] == 0
    scores = (Q @ K.transpose(2, 3)).masked_fill(causal, float("-inf"))
    weights = torch.softmax(scores / hd ** 0.5, dim=-1)
    ctx = (weights @ V).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(ctx)
