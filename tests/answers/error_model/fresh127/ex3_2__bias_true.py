# exercise: ex3_2
# mistake: The learner's config sets qkv_bias=True (nn.Linear's default), so the query, key and value layers have biases; the statement asks for the book's layers without bias (qkv_bias=False).
class WrapperConfig:
    d_in = 3
    d_out = 1
    context_length = 6
    dropout = 0.0
    num_heads = 2
    qkv_bias = True

    def __call__(self, cls):
        return cls(self.d_in, self.d_out, self.context_length, self.dropout,
                   num_heads=self.num_heads, qkv_bias=self.qkv_bias)


def ex3_2(MultiHeadAttentionWrapper):
    return WrapperConfig()(MultiHeadAttentionWrapper)
