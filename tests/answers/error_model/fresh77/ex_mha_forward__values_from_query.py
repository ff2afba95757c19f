# exercise: ex_mha_forward
# mistake: In the head loop the learner multiplies the weights by the query slice (copy-paste of q_h) instead of the value slice; the context vectors are weights @ values.
import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    Q = mha.W_query(x)
    K = mha.W_key(x)
    V = mha.W_value(x)
    hd = mha.head_dim
    merged = torch.zeros(b, n, mha.d_out, dtype=x.dtype, device=x.device)
    m = mha.mask.bool()[:n, :n]
    for i in range(mha.num_heads):
        q_h = Q[:, :, i * hd:(i + 1) * hd]
        k_h = K[:, :, i * hd:(i + 1) * hd]
        v_h = V[:, :, i * hd:(i + 1) * hd]
        att = q_h @ k_h.transpose(1, 2)
        att = att.masked_fill(m, float("-inf"))
        att = torch.softmax(att / hd ** 0.5, dim=-1)
        att = mha.dropout(att)
        merged[:, :, i * hd:(i + 1) * hd] = att @ q_h
    print("v_h", v_h.shape)
    return mha.out_proj(merged)
