# exercise: ex_mha_forward
# mistake: In the per-head loop the value slice is v[..., h:h+hd] instead of v[..., h*hd:(h+1)*hd], so every head but the first uses the wrong value features. [cond: num_heads > 1]
import torch

def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    hd = mha.head_dim
    q, k, v = mha.W_query(x), mha.W_key(x), mha.W_value(x)
    future = mha.mask.bool()[:n, :n]
    outs = []
    for h in range(mha.num_heads):
        q_h = q[..., h * hd:(h + 1) * hd]
        k_h = k[..., h * hd:(h + 1) * hd]
        v_h = v[..., h:h + hd]
        s = torch.einsum('bid,bjd->bij', q_h, k_h) / hd ** 0.5
        a = torch.softmax(s.masked_fill(future, float('-inf')), dim=-1)
        a = mha.dropout(a)
        outs.append(torch.einsum('bij,bjd->bid', a, v_h))
    return mha.out_proj(torch.cat(outs, dim=-1))
