# exercise: ex3_2
# mistake: Leaves the dropout at the learner's default of 0.1 instead of the requested 0.0, so in training mode the weights are randomly dropped and the output is not the book's.
from dataclasses import dataclass


@dataclass(frozen=True)
class Sizes:
    batch: int = 2
    tokens: int = 6
    d_in: int = 3
    target_dim: int = 2
    num_heads: int = 2
    dropout: float = 0.1

    @property
    def head_dim(self) -> int:
        assert self.target_dim % self.num_heads == 0
        return self.target_dim // self.num_heads


def ex3_2(MultiHeadAttentionWrapper):
    s = Sizes()
    return MultiHeadAttentionWrapper(s.d_in, s.head_dim, s.tokens, s.dropout, num_heads=s.num_heads)
