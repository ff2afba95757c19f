# exercise: ex_mha_forward
# mistake: Rebuilt the causal mask with torch.triu(torch.ones(n, n)) without device=x.device instead of using the mha.mask buffer, so on a GPU masked_fill gets a CPU mask and fails; create it on x.device (or slice mha.mask). [cond: only on a GPU]
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    H, hd = mha.num_heads, mha.head_dim
    def heads(t):
        return t.view(b, n, H, hd).transpose(1, 2)
    q, k, v = heads(mha.W_query(x)), heads(mha.W_key(x)), heads(mha.W_value(x))
    scores = torch.matmul(q, k.transpose(2, 3)) / hd ** 0.5
    future = torch.triu(torch.ones(n, n), diagonal=1).bool()
    scores = scores.masked_fill(future, float('-inf'))
    weights = mha.dropout(torch.softmax(scores, dim=-1))
    out = torch.matmul(weights, v).transpose(1, 2).reshape(b, n, H * hd)
    return mha.out_proj(out)
