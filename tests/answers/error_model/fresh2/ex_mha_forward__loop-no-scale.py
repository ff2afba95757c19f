# exercise: ex_mha_forward
# mistake: The per-head scores are never scaled: divide each head's scores by √head_dim before the softmax.
# mistake_zh: 每个头的得分都没有缩放：应在 softmax 之前把每个头的得分除以 √head_dim。
# keywords: scale, sqrt, head_dim, scores, softmax

import torch


def ex_mha_forward(mha, x):
    b, n, _ = x.shape
    q = mha.W_query(x)
    k = mha.W_key(x)
    v = mha.W_value(x)
    hd = mha.head_dim
    causal = mha.mask.bool()[:n, :n]
    outs = []
    for h in range(mha.num_heads):               # 逐个头计算
        qh = q[..., h * hd:(h + 1) * hd]
        kh = k[..., h * hd:(h + 1) * hd]
        vh = v[..., h * hd:(h + 1) * hd]
        s = qh @ kh.transpose(1, 2)
        s = s.masked_fill(causal, float("-inf"))
        w = torch.softmax(s, dim=-1)
        w = mha.dropout(w)
        outs.append(w @ vh)
    return mha.out_proj(torch.cat(outs, dim=-1))
