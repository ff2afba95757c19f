# exercise: ex_mha_forward
# mistake: The learner transposed the mask buffer (reading it as a "from -> to" adjacency in the column convention), so it hides the keys before each query instead of the keys after it; mask.bool()[:n, :n] must be used as it is (True above the diagonal = future).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    edges = mha.mask.bool()[:n, :n].T     # edges[j, i]: key j -> query i
    s = (q @ k.transpose(-2, -1)) / hd ** 0.5
    s = s.masked_fill(edges, float('-inf'))
    p = mha.dropout(torch.softmax(s, dim=-1))
    out = (p @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
