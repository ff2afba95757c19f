# exercise: ex3_2
# mistake: The config divides the total output size by its own num_heads field, which defaults to 1, so each head gets d_out=2 and the output is (2, 6, 4); with 2 heads each head must have d_out=1.
from dataclasses import dataclass

@dataclass
class WrapperConfig:
    d_in: int = 3
    total_out: int = 2
    context_length: int = 6
    dropout: float = 0.0
    num_heads: int = 1
    qkv_bias: bool = False

    @property
    def head_out(self):
        return self.total_out // self.num_heads

def ex3_2(MultiHeadAttentionWrapper, cfg=WrapperConfig()):
    return MultiHeadAttentionWrapper(cfg.d_in, cfg.head_out, cfg.context_length,
                                     cfg.dropout, num_heads=2, qkv_bias=cfg.qkv_bias)
