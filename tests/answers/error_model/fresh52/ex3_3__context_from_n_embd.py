# exercise: ex3_3
# mistake: Passes the embedding size 768 as context_length (config keys mixed up), so the causal mask is 768 x 768; the context length must be 1024.
from dataclasses import dataclass


@dataclass
class GPTConfig:
    vocab_size: int = 50257
    n_positions: int = 1024
    n_embd: int = 768
    n_head: int = 12
    dropout: float = 0.0


def ex3_3(MultiHeadAttention, device):
    cfg = GPTConfig()
    d = cfg.n_embd
    mha = MultiHeadAttention(d, d, cfg.n_embd, cfg.dropout, num_heads=cfg.n_head)
    mha = mha.to(device)
    return mha
