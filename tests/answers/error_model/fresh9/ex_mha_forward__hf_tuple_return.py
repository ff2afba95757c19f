# exercise: ex_mha_forward
# mistake: Returns (context, attn_weights) like a Hugging Face attention layer's outputs tuple, but the exercise asks for the (b, n, d_out) context tensor alone; return only mha.out_proj(context).
# mistake_zh: 像 Hugging Face 注意力层那样返回 (context, attn_weights) 元组，但题目只要求返回 (b, n, d_out) 的上下文张量；应只返回 mha.out_proj(context)。
# keywords: return, tuple, context, weights

import torch


def ex_mha_forward(mha, x):
    bsz, tgt_len, _ = x.shape

    def _shape(t):
        return t.view(bsz, tgt_len, mha.num_heads, mha.head_dim).transpose(1, 2).contiguous()

    query_states = _shape(mha.W_query(x)) * mha.head_dim ** -0.5
    key_states = _shape(mha.W_key(x))
    value_states = _shape(mha.W_value(x))
    attn_weights = torch.matmul(query_states, key_states.transpose(2, 3))
    causal = mha.mask.bool()[:tgt_len, :tgt_len]
    attn_weights = attn_weights.masked_fill(causal, torch.finfo(attn_weights.dtype).min)
    attn_weights = torch.softmax(attn_weights, dim=-1)
    attn_probs = mha.dropout(attn_weights)
    attn_output = torch.matmul(attn_probs, value_states)
    attn_output = attn_output.transpose(1, 2).reshape(bsz, tgt_len, mha.d_out)
    attn_output = mha.out_proj(attn_output)
    return attn_output, attn_weights
