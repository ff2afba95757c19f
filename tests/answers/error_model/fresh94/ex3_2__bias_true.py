# exercise: ex3_2
# mistake: Passes qkv_bias=True (Annotated-Transformer habit: nn.Linear with bias), so the heads' query/key/value layers have biases and the numbers differ from the book's; the book's layers have no bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    # two heads, each head 1-dim -> concat gives 2
    return MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2, qkv_bias=True)
