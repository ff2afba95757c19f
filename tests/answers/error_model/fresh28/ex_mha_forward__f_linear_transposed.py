# exercise: ex_mha_forward
# mistake: Projected with F.linear(x, W.weight.T, bias), assuming F.linear computes x @ W; it computes x @ weight.T, so passing the transposed weight applies the wrong map (or raises when d_in != d_out); use F.linear(x, W.weight, W.bias) or the layer itself.
import math
import torch
import torch.nn.functional as F


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim

    def project(layer):
        y = F.linear(x, layer.weight.T, layer.bias)       # x @ W + b
        return y.view(b, n, h, hd).transpose(1, 2)

    q, k, v = project(mha.W_query), project(mha.W_key), project(mha.W_value)
    scores = (q @ k.transpose(-2, -1)) / math.sqrt(hd)
    scores = scores.masked_fill(mha.mask[:n, :n].bool(), float("-inf"))
    weights = mha.dropout(torch.softmax(scores, dim=-1))
    out = (weights @ v).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(out)
