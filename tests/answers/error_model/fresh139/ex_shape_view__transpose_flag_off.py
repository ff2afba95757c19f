# exercise: ex_shape_view
# mistake: Gives the shape right after the view, (2, 5, 3, 4), leaving out the transpose(1, 2) that swaps tokens and heads; the answer is (2, 3, 5, 4).
from dataclasses import dataclass

@dataclass
class SplitSpec:
    b: int = 2
    n: int = 5
    d_out: int = 12
    num_heads: int = 3
    transpose: bool = False

    def shape(self):
        s = [self.b, self.n, self.num_heads, self.d_out // self.num_heads]
        if self.transpose:
            s[1], s[2] = s[2], s[1]
        return tuple(s)

ex_shape_view = SplitSpec().shape()
