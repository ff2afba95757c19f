# exercise: ex3_2
# mistake: The learner's reusable builder defaults to qkv_bias=True, so the wrapper's query, key and value layers have biases (and different weights); the book's layers are without bias (qkv_bias=False).
def build_attention(cls, d_in=3, d_out=2, context_length=6, dropout=0.0, num_heads=2, qkv_bias=True):
    # one builder for all my chapter-3 experiments
    return cls(d_in, d_out, context_length, dropout, num_heads=num_heads, qkv_bias=qkv_bias)


def ex3_2(MultiHeadAttentionWrapper):
    return build_attention(MultiHeadAttentionWrapper, d_out=1)
