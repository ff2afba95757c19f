# exercise: ex3_3
# mistake: Passed the per-head size n_embd // n_head = 64 as d_out, as for the wrapper, so MultiHeadAttention raises (64 is not divisible by 12); the efficient class takes the total d_out = 768.
from dataclasses import dataclass


@dataclass(frozen=True)
class GPT2Config:
    n_embd: int = 768
    n_head: int = 12
    n_positions: int = 1024
    attn_pdrop: float = 0.0


def ex3_3(MultiHeadAttention, device):
    cfg = GPT2Config()
    head_dim = cfg.n_embd // cfg.n_head
    mha = MultiHeadAttention(d_in=cfg.n_embd, d_out=head_dim, context_length=cfg.n_positions,
                             dropout=cfg.attn_pdrop, num_heads=cfg.n_head)
    return mha.to(device)
