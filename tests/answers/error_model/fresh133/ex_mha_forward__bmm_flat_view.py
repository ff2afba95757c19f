# exercise: ex_mha_forward
# mistake: The learner reshapes the (b, n, d_out) projections straight to (b*num_heads, n, head_dim) for bmm and views the result straight back to (b, n, d_out), reinterpreting memory instead of moving the head axis; the split needs view(b, n, h, hd).transpose(1, 2) and the merge the inverse transpose. [cond: only when num_heads > 1]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, D = mha.num_heads, mha.head_dim
    q = mha.W_query(x).reshape(b * H, n, D)
    k = mha.W_key(x).reshape(b * H, n, D)
    v = mha.W_value(x).reshape(b * H, n, D)
    s = torch.bmm(q, k.transpose(1, 2)) / D ** 0.5
    s = s.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    p = mha.dropout(torch.softmax(s, dim=-1))
    ctx = torch.bmm(p, v).view(b, n, mha.d_out)
    return mha.out_proj(ctx)
