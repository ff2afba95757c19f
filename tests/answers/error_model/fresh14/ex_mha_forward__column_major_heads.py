# exercise: ex_mha_forward
# mistake: Splits the heads column-major: head i takes the strided features i::num_heads of q, k, v (and puts them back in the same interleaved places) instead of the contiguous block [i·head_dim, (i+1)·head_dim), so each head attends over a different feature subset than the book's view/transpose (max diff 0.16 with d_out=12, 3 heads; equal for the book's d_out=2, 2 heads where head_dim=1). [cond: num_heads > 1 and head_dim > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, hd = mha.num_heads, mha.head_dim
    causal = mha.mask.bool()[:n, :n]
    q_all, k_all, v_all = mha.W_query(x), mha.W_key(x), mha.W_value(x)
    outs = []
    for i in range(H):                    # 每个头取自己的特征（按列主序切分）
        q, k, v = q_all[..., i::H], k_all[..., i::H], v_all[..., i::H]
        s = (q @ k.transpose(-1, -2)).masked_fill(causal, float("-inf")) / hd ** 0.5
        outs.append(mha.dropout(torch.softmax(s, dim=-1)) @ v)
    ctx = torch.stack(outs, dim=-1).reshape(b, n, mha.d_out)   # features back in the same interleaved order
    return mha.out_proj(ctx)
