# exercise: ex3_3
# mistake: The learner passed 768 (the embedding size) as context_length, so the causal mask is 768 × 768 and sequences longer than 768 tokens fail. GPT-2 small has a context length of 1024.
# mistake_zh: 学习者把 768（嵌入维度）当成了 context_length，于是因果掩码只有 768 × 768，超过 768 个词元的序列就会出错。GPT-2 small 的上下文长度是 1024。
# keywords: context_length, 1024, mask, 768
from dataclasses import dataclass


def ex3_3(MultiHeadAttention, device):
    @dataclass(frozen=True)
    class GPT2Small:
        emb_dim: int = 768
        n_heads: int = 12
        context_length: int = 1024
        drop_rate: float = 0.0

    cfg = GPT2Small()
    return MultiHeadAttention(cfg.emb_dim, cfg.emb_dim, cfg.emb_dim, cfg.drop_rate,
                              num_heads=cfg.n_heads).to(device)
