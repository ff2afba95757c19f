# exercise: ex3_2
# mistake: The shared builder's default dropout of 0.1 is kept, so the (training-mode) wrapper drops attention weights at random; the exercise asks for dropout 0.0.
def make_heads(cls, d_out, num_heads=2, d_in=3, context_length=6, p=0.1, **kw):
    return cls(d_in, d_out, context_length, p, num_heads=num_heads, **kw)


def ex3_2(MultiHeadAttentionWrapper):
    wrapper = make_heads(MultiHeadAttentionWrapper, d_out=1)
    print(wrapper)
    return wrapper
