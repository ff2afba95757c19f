# exercise: ex3_2
# mistake: The learner passes qkv_bias=True, so the query, key and value layers have biases; the book's layers (and the statement) are without bias, qkv_bias=False.
class WrapperFactory:
    def __init__(self, d_in=3, d_out=1, context_length=6, dropout=0.0, heads=2):
        self.args = (d_in, d_out, context_length, dropout)
        self.heads = heads

    def __call__(self, MultiHeadAttentionWrapper):
        return MultiHeadAttentionWrapper(*self.args, num_heads=self.heads, qkv_bias=True)


ex3_2 = WrapperFactory()
