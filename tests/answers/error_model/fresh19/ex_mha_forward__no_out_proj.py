# exercise: ex_mha_forward
# mistake: Returns the merged head outputs without passing them through mha.out_proj; the efficient class ends with the output projection, return mha.out_proj(context).
import torch


def ex_mha_forward(mha, x):
    """Causal multi-head self-attention, shapes as in nanoGPT."""
    b, n, _ = x.shape
    h, hd = mha.num_heads, mha.head_dim

    q = mha.W_query(x).view(b, n, h, hd).transpose(1, 2)  # (B, nh, T, hs)
    k = mha.W_key(x).view(b, n, h, hd).transpose(1, 2)    # (B, nh, T, hs)
    v = mha.W_value(x).view(b, n, h, hd).transpose(1, 2)  # (B, nh, T, hs)

    att = (q @ k.transpose(-2, -1)) * (1.0 / hd ** 0.5)    # (B, nh, T, T)
    att = att.masked_fill(mha.mask[:n, :n].bool(), float("-inf"))
    att = torch.softmax(att, dim=-1)
    att = mha.dropout(att)
    y = att @ v                                             # (B, nh, T, hs)
    y = y.transpose(1, 2).contiguous().view(b, n, mha.d_out)  # re-assemble all head outputs side by side
    return y
