# exercise: ex_shape_view
# mistake: Swapped num_heads and head_dim in the view (view(b, n, head_dim, num_heads)), answering (2, 4, 5, 3); with 3 heads of 4 features the shape is (2, 3, 5, 4).
from dataclasses import dataclass


@dataclass(frozen=True)
class Shapes:
    b: int = 2
    n: int = 5
    d_out: int = 12
    num_heads: int = 3

    @property
    def head_dim(self) -> int:
        return self.d_out // self.num_heads

    def after_view(self):
        return (self.b, self.n, self.head_dim, self.num_heads)

    def after_transpose(self):
        s = self.after_view()
        return (s[0], s[2], s[1], s[3])


ex_shape_view = Shapes().after_transpose()
