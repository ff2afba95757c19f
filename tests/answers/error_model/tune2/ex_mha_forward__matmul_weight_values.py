# exercise: ex_mha_forward
# mistake: torch.matmul(x, mha.W_value.weight) uses the nn.Linear weight as if it were (d_in, d_out); it is stored (d_out, d_in) and the layer computes x @ weight.T + bias. Call mha.W_value(x).
# mistake_zh: torch.matmul(x, mha.W_value.weight) 把 nn.Linear 的权重当成 (d_in, d_out) 来用；它存成 (d_out, d_in)，该层计算 x @ weight.T + bias。应调用 mha.W_value(x)。
# keywords: weight, nn.linear, (d_out, d_in), .t, call the layer
import torch


def ex_mha_forward(mha, x):
    B, T, _ = x.shape
    H, D = mha.num_heads, mha.head_dim
    split = lambda t: t.reshape(B, T, H, D).permute(0, 2, 1, 3)
    q, k = split(mha.W_query(x)), split(mha.W_key(x))
    v = split(torch.matmul(x, mha.W_value.weight))
    att = (q @ k.transpose(-2, -1)) / D ** 0.5
    att = att.masked_fill(mha.mask.bool()[:T, :T], float("-inf"))
    att = mha.dropout(att.softmax(-1))
    return mha.out_proj((att @ v).permute(0, 2, 1, 3).reshape(B, T, H * D))
