# exercise: ex_mha_forward
# mistake: The values are projected with mha.W_key instead of mha.W_value (a copy-paste slip), so the context vectors mix the keys; use values = mha.W_value(x).
# mistake_zh: 值向量用 mha.W_key 而不是 mha.W_value 做投影（复制粘贴的失误），上下文向量混合的是键；应使用 values = mha.W_value(x)。
# keywords: values, w_value, projection, key, weights

import torch

# %matplotlib inline   (notebook leftovers)
torch.set_printoptions(precision=4, sci_mode=False)


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim
    split = lambda t: t.view(b, n, h, hd).transpose(1, 2)   # noqa: E731
    queries = split(mha.W_query(x))
    keys = split(mha.W_key(x))
    values = split(mha.W_key(x))
    att = (queries @ keys.transpose(2, 3)) / hd ** 0.5
    att = att.masked_fill(mha.mask.bool()[:n, :n], float("-inf"))
    att = mha.dropout(torch.softmax(att, dim=-1))
    y = (att @ values).transpose(1, 2).reshape(b, n, mha.d_out)
    return mha.out_proj(y)
