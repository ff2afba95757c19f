# exercise: ex3_2
# mistake: Uses a factory whose dropout argument defaults to 0.1 and never overrides it; the exercise asks for dropout 0.0.
from typing import Type


def make_wrapper(cls: Type, d_in: int, out_features: int, context_length: int,
                 num_heads: int = 2, dropout: float = 0.1, qkv_bias: bool = False):
    """Create a MultiHeadAttentionWrapper whose *concatenated* output has
    ``out_features`` features.

    Args:
        cls: the MultiHeadAttentionWrapper class.
        d_in: input embedding size.
        out_features: desired size of the final context vectors.
        context_length: maximum number of tokens.
        num_heads: number of causal attention heads.
        dropout: dropout probability on the attention weights.
        qkv_bias: whether the projections use a bias.
    """
    if out_features % num_heads:
        raise ValueError(f"{out_features} is not divisible by {num_heads}")
    return cls(d_in, out_features // num_heads, context_length, dropout,
               num_heads=num_heads, qkv_bias=qkv_bias)


def ex3_2(MultiHeadAttentionWrapper):
    return make_wrapper(MultiHeadAttentionWrapper, d_in=3, out_features=2, context_length=6)
