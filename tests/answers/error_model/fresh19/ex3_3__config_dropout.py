# exercise: ex3_3
# mistake: Takes GPT-2's attn_pdrop=0.1 from a copied config instead of dropout 0.0, so the module drops attention weights in training mode and its outputs are random; the exercise asks for dropout=0.0.
from dataclasses import dataclass


@dataclass
class GPT2SmallConfig:
    n_embd: int = 768
    n_head: int = 12
    n_positions: int = 1024
    attn_pdrop: float = 0.1
    qkv_bias: bool = False


def ex3_3(MultiHeadAttention, device):
    """GPT-2 small sized attention block (book's MultiHeadAttention)."""
    cfg = GPT2SmallConfig()
    assert cfg.n_embd % cfg.n_head == 0
    mha = MultiHeadAttention(
        cfg.n_embd, cfg.n_embd, cfg.n_positions, cfg.attn_pdrop, cfg.n_head, qkv_bias=cfg.qkv_bias
    )
    return mha.to(device)
