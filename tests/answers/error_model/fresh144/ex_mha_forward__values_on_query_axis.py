# exercise: ex_mha_forward
# mistake: In the broadcast weighted sum the values are unsqueezed on the key axis (v[:, :, :, None, :]), so they line up with the queries and each token gets back its own value; they must line up with the keys (v[:, :, None, :, :]).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, D = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, H, D).transpose(1, 2)       # (b, H, n, D)
    k = mha.W_key(x).view(b, n, H, D).transpose(1, 2)
    v = mha.W_value(x).view(b, n, H, D).transpose(1, 2)
    # scores[b,h,i,j] = sum_d q[b,h,i,d] * k[b,h,j,d]
    scores = (q[:, :, :, None, :] * k[:, :, None, :, :]).sum(-1)
    scores = scores.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    w = torch.softmax(scores / D ** 0.5, dim=-1)
    w = mha.dropout(w)
    ctx = (w[..., None] * v[:, :, :, None, :]).sum(-2)          # (b, H, n, D)
    ctx = ctx.transpose(1, 2).reshape(b, n, H * D)
    return mha.out_proj(ctx)
