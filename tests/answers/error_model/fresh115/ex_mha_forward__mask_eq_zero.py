# exercise: ex_mha_forward
# mistake: Filled -inf where mask == 0, reading the buffer's 1s as "allowed"; the 1s (above the diagonal) mark the future, so fill where mask.bool() is True. As written, each query sees only the future and the last row is all -inf (NaN).
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    r = {}
    r["q"] = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)
    r["k"] = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)
    r["v"] = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)
    r["s"] = torch.matmul(r["q"], r["k"].transpose(2, 3)) / hd ** 0.5
    r["blocked"] = mha.mask[:n, :n] == 0
    r["s"] = r["s"].masked_fill(r["blocked"], float("-inf"))
    r["w"] = mha.dropout(torch.softmax(r["s"], dim=-1))
    r["z"] = (r["w"] @ r["v"]).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(r["z"])
