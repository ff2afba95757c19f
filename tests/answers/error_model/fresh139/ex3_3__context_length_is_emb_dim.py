# exercise: ex3_3
# mistake: The config puts 768 (the embedding size) into context_length, so the causal mask buffer is 768 x 768 and sequences longer than 768 tokens fail; GPT-2 small's context length is 1024. [cond: only visible in the mask buffer or for sequences longer than 768 tokens]
from dataclasses import dataclass

@dataclass(frozen=True)
class GPT2Small:
    emb_dim: int = 768
    n_heads: int = 12
    drop_rate: float = 0.0
    qkv_bias: bool = False

    @property
    def context_length(self):
        return self.emb_dim

def ex3_3(MultiHeadAttention, device, cfg=GPT2Small()):
    mha = MultiHeadAttention(cfg.emb_dim, cfg.emb_dim, cfg.context_length, cfg.drop_rate,
                             num_heads=cfg.n_heads, qkv_bias=cfg.qkv_bias)
    return mha.to(device)
