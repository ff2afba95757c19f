# exercise: ex_mha_forward
# mistake: The buffer mha.mask holds floats (0.0 and 1.0), and masked_fill needs a boolean mask, so it raises. Convert it: mha.mask.bool()[:n, :n].
# mistake_zh: 缓冲区 mha.mask 存的是浮点数（0.0 和 1.0），而 masked_fill 需要布尔掩码，所以会报错。应先转换：mha.mask.bool()[:n, :n]。
# keywords: bool, masked_fill, float, mask.bool(), dtype
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    queries = mha.W_query(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    keys = mha.W_key(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    values = mha.W_value(x).view(b, n, mha.num_heads, mha.head_dim).transpose(1, 2)
    attn_scores = queries @ keys.transpose(2, 3)
    attn_scores = attn_scores.masked_fill(mha.mask[:n, :n], -torch.inf)
    attn_weights = torch.softmax(attn_scores / mha.head_dim ** 0.5, dim=-1)
    attn_weights = mha.dropout(attn_weights)
    context = (attn_weights @ values).transpose(1, 2).contiguous().view(b, n, mha.d_out)
    return mha.out_proj(context)
