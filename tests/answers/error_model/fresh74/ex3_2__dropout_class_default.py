# exercise: ex3_2
# mistake: The learner's builder class keeps the book's dropout rate 0.5 as a class attribute and passes it, so the wrapper drops attention weights in training mode; the statement asks for dropout 0.0.
class WrapperBuilder:
    D_IN = 3
    CONTEXT = 6
    DROPOUT = 0.5  # like in the book, section 3.5.2

    def __init__(self, cls):
        self.cls = cls

    def __call__(self, num_heads=2, out_dim=2):
        return self.cls(self.D_IN, out_dim // num_heads, self.CONTEXT, self.DROPOUT, num_heads=num_heads)


def ex3_2(MultiHeadAttentionWrapper):
    return WrapperBuilder(MultiHeadAttentionWrapper)()
