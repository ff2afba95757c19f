# exercise: ex_mha_forward
# mistake: Loops over the batch and joins the per-sequence (n, d_out) results with torch.cat, giving (b·n, d_out); they must be stacked back to (b, n, d_out).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, hd = mha.num_heads, mha.head_dim
    mask = mha.mask.bool()[:n, :n]
    results = []
    for i in range(b):
        xi = x[i]
        q = mha.W_query(xi).view(n, H, hd).transpose(0, 1)
        k = mha.W_key(xi).view(n, H, hd).transpose(0, 1)
        v = mha.W_value(xi).view(n, H, hd).transpose(0, 1)
        s = (q @ k.transpose(1, 2)).masked_fill(mask, float("-inf")) / hd ** 0.5
        w = mha.dropout(torch.softmax(s, dim=-1))
        results.append((w @ v).transpose(0, 1).reshape(n, H * hd))
    return mha.out_proj(torch.cat(results))
