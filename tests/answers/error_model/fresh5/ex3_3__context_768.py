# exercise: ex3_3
# mistake: You set context_length to 768, the embedding size; GPT-2 small's context is 1024 tokens, so the causal mask is too short and the module fails on inputs longer than 768 tokens.
# mistake_zh: 你把 context_length 设成了嵌入维度 768；GPT-2 small 的上下文长度是 1024 个 token，因此因果掩码太短，输入超过 768 个 token 时模块就会出错。
# keywords: context_length, 1024, 768, mask, tokens
from functools import partial


def ex3_3(MultiHeadAttention, device):
    gpt2 = partial(MultiHeadAttention, dropout=0.0, num_heads=12, qkv_bias=False)
    emb = 768
    return gpt2(emb, emb, emb).to(device)
