# exercise: ex_mha_forward
# mistake: The learner calls F.softmax(..., dtype=torch.float32) "for stability", which turns float64 weights into float32, and the following weights @ values fails on float64 inputs; leave the dtype alone (or cast back to x.dtype). [cond: float64 inputs]
import torch
import torch.nn.functional as F


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).reshape(b, n, h, hd).permute(0, 2, 1, 3)
    k = mha.W_key(x).reshape(b, n, h, hd).permute(0, 2, 1, 3)
    v = mha.W_value(x).reshape(b, n, h, hd).permute(0, 2, 1, 3)
    s = torch.matmul(q, k.transpose(-2, -1)) / hd ** 0.5
    s = s.masked_fill(mha.mask[:n, :n].bool(), float("-inf"))
    p = F.softmax(s, dim=-1, dtype=torch.float32)
    p = mha.dropout(p)
    out = torch.matmul(p, v).permute(0, 2, 1, 3).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
